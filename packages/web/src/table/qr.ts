import qrcode from 'qrcode-generator';

/** A QR code's modules, row by row (true: dark). */
export type QrMatrix = readonly (readonly boolean[])[];

/**
 * The QR code of `text` (a URL): byte mode, the smallest version that holds it, error correction M
 * (a TV across a room, a phone at an angle: 15% of it may be misread).
 */
export function qrMatrix(text: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => code.isDark(row, col)),
  );
}

/** An SVG path drawing the dark modules as unit squares, each run of a row as one rectangle. */
export function qrPath(matrix: QrMatrix, margin: number): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      parts.push(`M${x + margin} ${y + margin}h${end - x + 1}v1h-${end - x + 1}z`);
      x = end;
    }
  });
  return parts.join('');
}
