import { test } from 'node:test';
import assert from 'node:assert/strict';
import { columnChart, escapeXml, intervalChart, niceStep } from './svg.ts';
import { wellFormed } from './xml-check.ts';

const count = (xml: string, what: RegExp): number => (xml.match(what) ?? []).length;

test('intervalChart: one bar and one whisker per value, labels and values written out', () => {
  const chart = intervalChart({
    title: 'Win rate by team',
    rows: [
      { label: 'Investigators', values: [{ p: 0.325, low: 0.281, high: 0.372, detail: '130 of 400 games' }] },
      { label: 'Cultists <&>', values: [{ p: 0.675, low: 0.628, high: 0.719 }] },
    ],
  });
  const names = wellFormed(chart);
  assert.equal(names[0], 'svg');
  assert.match(chart, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.equal(count(chart, /<rect class="bar"/g), 2);
  assert.equal(count(chart, /<path class="ci"/g), 2);
  assert.match(chart, />Win rate by team</);
  assert.match(chart, />Investigators</);
  assert.match(chart, />Cultists &lt;&amp;&gt;</);
  assert.match(chart, />32\.5% \[28–37\]</);
  assert.match(chart, /130 of 400 games/);
  assert.match(chart, />0%</);
  assert.match(chart, />100%</);
  // Bar lengths are proportional: 67.5% is about twice 32.5%.
  const widths = [...chart.matchAll(/class="bar" x="[\d.]+" y="[\d.]+" width="([\d.]+)"/g)].map((m) =>
    Number(m[1]),
  );
  assert.ok(Math.abs(widths[1]! / widths[0]! - 0.675 / 0.325) < 0.02);
});

test('intervalChart with two series: grouped bars, a legend, n/a for a missing value', () => {
  const chart = intervalChart({
    title: 'With and without',
    series: ['with', 'without'],
    rows: [
      { label: 'seer', values: [{ p: 0.3, low: 0.2, high: 0.4 }, null] },
      {
        label: 'mechanic',
        values: [
          { p: 0.5, low: 0.4, high: 0.6 },
          { p: 0.4, low: 0.3, high: 0.5 },
        ],
      },
    ],
  });
  wellFormed(chart);
  assert.equal(count(chart, /<rect class="bar"/g), 3);
  assert.match(chart, /<g class="legend">.*>with<.*>without</);
  assert.match(chart, />n\/a</);
});

test('columnChart: one column per category and series, axis ticks on round numbers', () => {
  const chart = columnChart({
    title: 'Game length',
    categories: ['1', '2', '3', '4'],
    values: [[0.1, 0.2, 0.3, 0.4]],
    xLabel: 'round',
    yLabel: 'share of games',
    format: (v) => `${Math.round(v * 100)}%`,
  });
  wellFormed(chart);
  assert.equal(count(chart, /<rect class="bar"/g), 4);
  for (const label of ['>1<', '>4<', '>round<', '>share of games<', '>40%<', '>0%<', '>10%<'])
    assert.ok(chart.includes(label), label);
  const two = columnChart({
    title: 'A and B',
    series: ['A', 'B'],
    categories: ['x', 'y', 'z'],
    values: [
      [1, 2, 3],
      [3, 2, 1],
    ],
  });
  wellFormed(two);
  assert.equal(count(two, /<rect class="bar"/g), 6);
  const empty = columnChart({ title: 'nothing', categories: [], values: [[]] });
  wellFormed(empty);
  assert.equal(count(empty, /<rect class="bar"/g), 0);
});

test('niceStep and escapeXml', () => {
  assert.deepEqual([0.04, 0.07, 0.3, 1.6, 7, 0].map(niceStep), [0.05, 0.1, 0.5, 2, 10, 1]);
  assert.equal(escapeXml(`a<b>&"c'`), 'a&lt;b&gt;&amp;&quot;c&#39;');
});
