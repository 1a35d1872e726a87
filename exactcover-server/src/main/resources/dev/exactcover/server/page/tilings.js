// The page's tilings and exact-cover tabs: each button one POST /api/COMMAND, through api(),
// busy() and say() of app.js, which is loaded first (both scripts are deferred, in order).

// ---- Tilings -------------------------------------------------------------------------------

const PENTOMINOES = `O 00 01 02 03 04
P 00 01 10 11 20
Q 00 01 02 03 13
R 01 02 10 11 21
S 02 03 10 11 12
T 00 01 02 11 21
U 00 02 10 11 12
V 00 01 02 10 20
W 00 10 11 21 22
X 01 10 11 12 21
Y 02 10 11 12 13
Z 00 01 11 21 22`;
const SPECS = {
  p6x10: '| the 12 pentominoes in a 6x10 rectangle\n[0-5][0-9]\n' + PENTOMINOES,
  p5x12: '| the 12 pentominoes in a 5x12 rectangle\n[0-4][0-b]\n' + PENTOMINOES,
  p4x15: '| the 12 pentominoes in a 4x15 rectangle\n[0-3][0-e]\n' + PENTOMINOES,
  p3x20: '| the 12 pentominoes in a 3x20 rectangle\n[0-2][0-j]\n' + PENTOMINOES,
  scott: "| Scott's problem: the 12 pentominoes in an 8x8 square without its centre 2x2\n"
    + '[0-2][0-7] [3-4][0-2] [3-4][5-7] [5-7][0-7]\n' + PENTOMINOES,
  calendar: '| A-Puzzle-A-Day: rows 0-1 the months, rows 2-6 the days 1 to 31\n'
    + '[0-1][0-5] [2-5][0-6] 6[0-2]\n'
    + 'O 00 01 02 10 11 12\nL 00 01 02 03 10\nN 00 01 02 12 13\nP 00 01 02 10 11\n'
    + 'U 00 02 10 11 12\nV 00 01 02 10 20\nY 00 01 02 03 11\nZ 00 01 11 21 22',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function tileParams(extra) {
  const params = Object.assign({}, extra);
  // The box's first cell range tells: two coordinates (a polyomino) or three (a polycube).
  const token = firstLine($('spec').value).trim().split(/\s+/)[0] || '';
  params.kind = token.replace(/\[[^\]]*\]/g, '#').length === 3 ? 'polycube' : 'polyomino';
  if ($('tileset').value === 'calendar') {
    const d = new Date($('date').value || Date.now());
    const m = d.getUTCMonth();
    const day = d.getUTCDate() - 1;
    params.hole = [Math.floor(m / 6) + '' + (m % 6), (2 + Math.floor(day / 7)) + '' + (day % 7)];
  }
  return params;
}
function firstLine(spec) {
  return spec.split('\n').find((l) => l.trim() && !l.startsWith('|')) || '';
}

function pickSet() {
  const v = $('tileset').value;
  $('datebox').hidden = v !== 'calendar';
  if (v !== 'own') $('spec').value = SPECS[v];
  else $('spec').closest('details').open = true;
  $('gallery').replaceChildren();
  say($('tilemessage'), '');
}

async function tileCount(distinct) {
  const res = await busy('tilings', $('tilemessage'), distinct ? 'Counting distinct solutions' : 'Counting',
    () => api('tile', tileParams({ count: true, distinct }), $('spec').value));
  if (failed(res, $('tilemessage'))) return;
  const r = res.records[0];
  const n = r.solutions !== undefined ? r.solutions : r.solutions_at_least;
  let text = (r.solutions === undefined ? 'at least ' : '') + plural(n, 'solution');
  if (r.distinct !== undefined) text += '; ' + r.distinct + ' distinct under the ' + r.symmetries + ' symmetries of the box';
  if (r.distinct_at_least !== undefined) text += '; at least ' + r.distinct_at_least + ' distinct under the ' + r.symmetries + ' symmetries of the box';
  if (r.complete === false || r.status === 'time_limit') text += ' (stopped by the time limit: a lower bound)';
  say($('tilemessage'), text, 'good');
}

const COLOURS = ['#ef4444', '#f97316', '#eab308', '#84cc16', '#10b981', '#06b6d4', '#3b82f6',
  '#8b5cf6', '#d946ef', '#f43f5e', '#a16207', '#64748b', '#0ea5e9', '#22c55e'];

function drawTiling(rec, holes) {
  const cells = [];
  rec.pieces.forEach((p, k) => p.cells.forEach((c) => cells.push([c[0], c[1], k])));
  const rows = Math.max(...cells.map((c) => c[0]), ...(holes || []).map((h) => h[0])) + 1;
  const cols = Math.max(...cells.map((c) => c[1]), ...(holes || []).map((h) => h[1])) + 1;
  const s = 30;
  const svg = el('svg', { viewBox: '-2 -2 ' + (cols * s + 4) + ' ' + (rows * s + 4), width: cols * s + 4, height: rows * s + 4, role: 'img' });
  const owner = new Map(cells.map(([r, c, k]) => [r + ',' + c, k]));
  for (const [r, c, k] of cells) {
    svg.appendChild(el('rect', { x: c * s, y: r * s, width: s, height: s, fill: COLOURS[k % COLOURS.length] }));
  }
  for (const [r, c, k] of cells) { // the pieces' outlines: an edge where the neighbour differs
    const edge = (x1, y1, x2, y2) => svg.appendChild(el('line', { x1, y1, x2, y2, stroke: '#111', 'stroke-width': 2, 'stroke-linecap': 'square' }));
    if (owner.get((r - 1) + ',' + c) !== k) edge(c * s, r * s, c * s + s, r * s);
    if (owner.get((r + 1) + ',' + c) !== k) edge(c * s, r * s + s, c * s + s, r * s + s);
    if (owner.get(r + ',' + (c - 1)) !== k) edge(c * s, r * s, c * s, r * s + s);
    if (owner.get(r + ',' + (c + 1)) !== k) edge(c * s + s, r * s, c * s + s, r * s + s);
  }
  for (const [r, c, label] of holes || []) {
    svg.appendChild(el('text', { x: c * s + s / 2, y: r * s + s * 0.65, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: '#111' }, label));
  }
  for (const p of rec.pieces) { // each piece's name on its first cell
    const [r, c] = p.cells[0];
    svg.appendChild(el('text', { x: c * s + s / 2, y: r * s + s * 0.65, 'text-anchor': 'middle', 'font-size': 12, fill: '#fff' }, p.name));
  }
  return svg;
}

async function tileShow() {
  const limit = Math.max(1, Math.min(100, Number($('showmany').value) || 6));
  const params = tileParams({ limit });
  const res = await busy('tilings', $('tilemessage'), 'Finding solutions',
    () => api('tile', params, $('spec').value));
  if (failed(res, $('tilemessage'))) return;
  const holes = (params.hole || []).map((h, k) => {
    const r = Number(h[0]);
    const c = Number(h[1]);
    return [r, c, k === 0 ? MONTHS[r * 6 + c] : String((r - 2) * 7 + c + 1)];
  });
  $('gallery').replaceChildren();
  const flat = res.records.filter((rec) => rec.pieces && rec.pieces.every((p) => p.cells[0].length === 2));
  for (const rec of flat) {
    const fig = document.createElement('figure');
    fig.appendChild(drawTiling(rec, holes));
    const cap = document.createElement('figcaption');
    cap.textContent = 'solution ' + rec.solution;
    fig.appendChild(cap);
    $('gallery').appendChild(fig);
  }
  say($('tilemessage'), res.records.length + ' solution' + (res.records.length === 1 ? '' : 's') + ' shown'
    + (flat.length < res.records.length ? ' (3-D solutions are listed, not drawn)' : ''), 'good');
}

// ---- Exact cover ---------------------------------------------------------------------------

async function dlxCount() {
  const res = await busy('dlx', $('dlxmessage'), 'Counting', () => api('exactcover/count', {}, $('dlxtext').value));
  if (failed(res, $('dlxmessage'))) return;
  const r = res.records[0];
  say($('dlxmessage'), (r.complete ? '' : 'at least ') + plural(r.solutions !== undefined ? r.solutions : r.solutions_at_least, 'solution')
    + ' (' + r.nodes + ' nodes, ' + r.updates + ' updates' + (r.complete ? '' : '; stopped: ' + r.status) + ')', 'good');
}

async function dlxList() {
  const limit = Math.max(1, Math.min(1000, Number($('dlxmany').value) || 5));
  const res = await busy('dlx', $('dlxmessage'), 'Listing', () => api('exactcover/list', { limit }, $('dlxtext').value));
  if (!res.ok) {
    failed(res, $('dlxmessage'));
    return;
  }
  $('dlxout').textContent = res.records.map((r) => 'solution ' + r.solution + ':\n'
    + r.items.map((o) => '  ' + o.join(' ')).join('\n')).join('\n');
  say($('dlxmessage'), res.records.length + ' solution' + (res.records.length === 1 ? '' : 's') + ' listed'
    + (res.records.length === limit ? ' (the first ' + limit + ')' : ''), 'good');
}

document.addEventListener('DOMContentLoaded', () => {
  $('tileset').addEventListener('change', pickSet);
  $('date').value = new Date().toISOString().slice(0, 10);
  $('count').addEventListener('click', () => tileCount(false));
  $('distinct').addEventListener('click', () => tileCount(true));
  $('show').addEventListener('click', tileShow);
  $('dlxcount').addEventListener('click', dlxCount);
  $('dlxlist').addEventListener('click', dlxList);
  pickSet();
});
