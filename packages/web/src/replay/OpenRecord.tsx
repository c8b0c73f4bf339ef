/** @jsxRuntime automatic */
import { useId, useState, type DragEvent } from 'react';
import { parseRecord, type RecordProblem, type ReplayRecord } from './record.ts';
import type { ReplayT } from './text/index.ts';

/** `/replay`: a record file to open, chosen or dropped; it is read here and never sent anywhere. */
export function OpenRecord({ rt, onOpen }: { rt: ReplayT; onOpen: (record: ReplayRecord) => void }) {
  const input = useId();
  const [problem, setProblem] = useState<RecordProblem | 'read' | null>(null);
  const [over, setOver] = useState(false);
  const read = async (file: File | undefined) => {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem('read');
      return;
    }
    const parsed = parseRecord(text);
    if (parsed.ok) {
      setProblem(null);
      onOpen(parsed.record);
    } else setProblem(parsed.problem);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void read(e.dataTransfer.files[0]);
  };
  return (
    <main className="replay replay-open">
      <h1>{rt('open.title')}</h1>
      <p>{rt('open.intro')}</p>
      <div
        className={`panel drop-zone${over ? ' over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => {
          setOver(false);
        }}
        onDrop={onDrop}
      >
        <label htmlFor={input}>{rt('open.file')}</label>
        <input
          id={input}
          type="file"
          accept="application/json,.json"
          onChange={(e) => void read(e.target.files?.[0])}
        />
        <p className="hint">{rt('open.drop')}</p>
      </div>
      {problem !== null && (
        <p className="notice" role="alert">
          {rt(`error.${problem}`)}
        </p>
      )}
    </main>
  );
}
