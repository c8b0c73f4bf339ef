/** @jsxRuntime automatic */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../components/PageLink.tsx';
import { gamePath } from '../router.ts';
import { fetchRecord, type FetchProblem } from './fetchRecord.ts';
import { OpenRecord } from './OpenRecord.tsx';
import { parseRecord, type ReplayRecord } from './record.ts';
import { ReplayViewer } from './ReplayViewer.tsx';
import type { ReplayT } from './text/index.ts';
import { useReplayText } from './useReplayText.ts';
import './replay.css';

/** `/replay/<code>`: a finished game's replay, its record fetched from the server; `/replay`: a record file to open. */
export default function ReplayPage({ code }: { code: string | null }) {
  const rt = useReplayText();
  if (!rt) return <main className="replay" aria-busy="true" />;
  return code === null ? <FromFile rt={rt} /> : <FromServer code={code} rt={rt} />;
}

/**
 * A record handed over with the history entry (`{ record: <its JSON text> }`): a solo game's, opened from its
 * end screen (issue 31), read as a file would be. Null when there is none, or it does not read.
 */
function handedRecord(): ReplayRecord | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('record' in state) || typeof state.record !== 'string')
    return null;
  const parsed = parseRecord(state.record);
  if (!parsed.ok) console.error(`a record handed to the replay does not read (${parsed.problem})`);
  return parsed.ok ? parsed.record : null;
}

function FromFile({ rt }: { rt: ReplayT }) {
  const [record, setRecord] = useState<ReplayRecord | null>(handedRecord);
  if (record === null) return <OpenRecord rt={rt} onOpen={setRecord} />;
  return (
    <ReplayViewer
      record={record}
      rt={rt}
      extra={
        <button
          type="button"
          onClick={() => {
            setRecord(null);
          }}
        >
          {rt('open.another')}
        </button>
      }
    />
  );
}

function FromServer({ code, rt }: { code: string; rt: ReplayT }) {
  const { t } = useTranslation();
  const [fetched, setFetched] = useState<
    { ok: true; record: ReplayRecord } | { ok: false; problem: FetchProblem } | null
  >(null);
  useEffect(() => {
    let live = true;
    void fetchRecord(code).then((f) => {
      if (live) setFetched(f);
    });
    return () => {
      live = false;
    };
  }, [code]);
  if (fetched === null)
    return (
      <main className="replay" aria-busy="true">
        <p role="status">{rt('loading')}</p>
      </main>
    );
  if (fetched.ok) return <ReplayViewer record={fetched.record} rt={rt} />;
  const { problem } = fetched;
  return (
    <main className="replay">
      <h1>{rt('titleGame', { code })}</h1>
      <p className="notice" role="alert">
        {problem.kind === 'fetch'
          ? rt('error.fetch', { message: problem.message })
          : problem.kind === 'network'
            ? t('error.network')
            : rt(`error.${problem.kind}`)}
      </p>
      {problem.kind === 'notFinished' && <PageLink to={gamePath(code)}>{rt('error.toGame')}</PageLink>}
    </main>
  );
}
