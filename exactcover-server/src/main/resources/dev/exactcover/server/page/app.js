// The page: a Sudoku grid, tilings and exact cover, each button one POST /api/COMMAND.
// No framework and nothing from elsewhere: the server's own commands answer everything.
'use strict';

const $ = (id) => document.getElementById(id);
const SYMBOLS = '123456789ABCDEFG';
const BOXES = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 12: [3, 4], 16: [4, 4] };
const SVG = 'http://www.w3.org/2000/svg';

// ---- The API -------------------------------------------------------------------------------

/** POST /api/PATH?params with body; resolves to {ok, status, records, error, blob}. */
async function api(path, params, body, binary) {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params || {})) {
    if (Array.isArray(v)) v.forEach((x) => query.append(k, x));
    else if (v !== undefined && v !== null && v !== false) query.append(k, String(v));
  }
  let response;
  try {
    response = await fetch('/api/' + path + (query.toString() ? '?' + query : ''), {
      method: 'POST', body: body || '', headers: { 'Content-Type': 'text/plain' },
    });
  } catch (e) {
    return { ok: false, status: 0, records: [], error: 'the server cannot be reached (' + e.message + ')' };
  }
  const type = response.headers.get('Content-Type') || '';
  if (response.ok && binary) return { ok: true, status: 200, records: [], blob: await response.blob() };
  const text = await response.text();
  if (type.startsWith('application/x-ndjson')) {
    const records = text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
    return { ok: response.ok, status: response.status, records };
  }
  let error = text;
  let records = [];
  try {
    const j = JSON.parse(text);
    error = j.error;
    records = j.records || [];
  } catch (e) { /* not JSON: the text as it is */ }
  return { ok: false, status: response.status, records, error: error + ' (HTTP ' + response.status + ')' };
}

function plural(n, word) { return n + ' ' + word + (n === 1 ? '' : 's'); }

function say(el, text, kind) {
  el.textContent = text;
  el.className = 'message' + (kind ? ' ' + kind : '');
}

/** Runs job with every button of section disabled, and the seconds shown while it runs. */
async function busy(section, messageEl, what, job) {
  const buttons = [...document.querySelectorAll('#' + section + ' button')];
  buttons.forEach((b) => { b.disabled = true; });
  const start = performance.now();
  const tick = setInterval(() => {
    say(messageEl, what + '… ' + ((performance.now() - start) / 1000).toFixed(1) + ' s', 'busy');
  }, 100);
  say(messageEl, what + '…', 'busy');
  try {
    return await job();
  } finally {
    clearInterval(tick);
    buttons.forEach((b) => { b.disabled = false; });
  }
}

// ---- The Sudoku grid -----------------------------------------------------------------------

const sudoku = {
  n: 9,
  cells: [], // 0 empty, else the value
  givens: [], // true where the puzzle gives the value
  x: false,
  regions: null, // a jigsaw's map, one label per cell, or null for boxes
  variants: [], // the variant rules, as the API's records give them
  source: null, // the text pasted, while the grid still shows it unchanged
  steps: [], base: null, at: -1, // explain: the steps, the grid they start from, the step shown
};
const history = [];

function cellName(i) { return 'r' + (Math.floor(i / sudoku.n) + 1) + 'c' + (i % sudoku.n + 1); }
function cellIndex(name) {
  const m = /^r(\d+)c(\d+)$/.exec(name);
  return m ? (Number(m[1]) - 1) * sudoku.n + Number(m[2]) - 1 : -1;
}
function symbol(v) { return v ? SYMBOLS[v - 1] : ''; }
function value(ch) {
  const v = SYMBOLS.indexOf(String(ch).toUpperCase()) + 1;
  return v >= 1 && v <= sudoku.n ? v : 0;
}
function line() { return sudoku.cells.map((v) => (v ? symbol(v) : '.')).join(''); }

/** The region of each cell: the jigsaw's labels, or the boxes. */
function regionOf(i) {
  const n = sudoku.n;
  const r = Math.floor(i / n);
  const c = i % n;
  if (sudoku.regions) return sudoku.regions[i];
  const [h, w] = BOXES[n];
  return Math.floor(r / h) * (n / w) + Math.floor(c / w);
}

/** What the commands read for the grid: the text pasted while unchanged, else a JSON line. */
function puzzleText() {
  if (sudoku.source !== null) return sudoku.source;
  if (!sudoku.regions && !sudoku.x && sudoku.variants.length === 0) return line() + '\n';
  const rules = sudoku.regions ? (sudoku.x ? 'jigsaw X' : 'jigsaw') : (sudoku.x ? 'X' : 'standard');
  const record = { puzzle: line(), rules };
  if (sudoku.regions) {
    const n = sudoku.n;
    let map = '';
    for (let r = 0; r < n; r++) map += sudoku.regions.slice(r * n, r * n + n).join('') + '\n';
    record.regions = map;
  }
  if (sudoku.variants.length) record.variants = sudoku.variants;
  return JSON.stringify(record) + '\n';
}

function drawGrid() {
  const n = sudoku.n;
  const grid = $('grid');
  grid.replaceChildren();
  grid.className = 'grid n' + n;
  grid.style.gridTemplateColumns = 'repeat(' + n + ', var(--cell))';
  for (let i = 0; i < n * n; i++) {
    const r = Math.floor(i / n);
    const c = i % n;
    const cell = document.createElement('input');
    cell.dataset.cell = cellName(i);
    cell.setAttribute('aria-label', 'row ' + (r + 1) + ' column ' + (c + 1));
    cell.inputMode = n <= 9 ? 'numeric' : 'text';
    cell.autocomplete = 'off';
    cell.maxLength = 2;
    if (r > 0 && regionOf(i) !== regionOf(i - n)) cell.classList.add('bt');
    if (c > 0 && regionOf(i) !== regionOf(i - 1)) cell.classList.add('bl');
    if (sudoku.x && (r === c || r + c === n - 1)) cell.classList.add('diag');
    cell.addEventListener('keydown', (e) => key(e, i));
    cell.addEventListener('input', () => typed(i, cell));
    cell.addEventListener('focus', () => cell.select());
    grid.appendChild(cell);
  }
  grid.appendChild(overlay());
  showCells();
}

function showCells(solution) {
  const inputs = $('grid').querySelectorAll('input');
  inputs.forEach((cell, i) => {
    const v = sudoku.cells[i];
    const s = solution && !v ? solution[i] : 0;
    cell.value = v ? symbol(v) : s ? symbol(s) : '';
    cell.classList.toggle('given', !!v && sudoku.givens[i]);
    cell.classList.toggle('solved', !!s);
  });
}

function highlight(places, removes, also) {
  $('grid').querySelectorAll('input').forEach((cell) => cell.classList.remove('hl', 'place', 'remove'));
  const mark = (name, cls) => {
    const cell = $('grid').querySelector('[data-cell="' + name + '"]');
    if (cell) cell.classList.add(cls);
  };
  (also || []).forEach((name) => mark(name, 'hl'));
  (removes || []).forEach((rm) => mark(rm.cell, 'remove'));
  (places || []).forEach((p) => mark(p.cell, 'place'));
}

function remember() {
  history.push({ cells: sudoku.cells.slice(), givens: sudoku.givens.slice(), source: sudoku.source });
  if (history.length > 500) history.shift();
}

function undo() {
  const last = history.pop();
  if (!last) return;
  sudoku.cells = last.cells;
  sudoku.givens = last.givens;
  sudoku.source = last.source;
  showCells();
}

function set(i, v, derived) {
  if (sudoku.cells[i] === v) return;
  remember();
  sudoku.cells[i] = v;
  sudoku.givens[i] = v !== 0 && !derived; // a hint's digit is drawn as found, not as given
  sudoku.source = null;
  highlight();
  showCells();
}

function focusCell(i) {
  const cells = $('grid').querySelectorAll('input');
  if (i >= 0 && i < cells.length) cells[i].focus();
}

function key(e, i) {
  const n = sudoku.n;
  const moves = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 };
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
    e.preventDefault();
    undo();
  } else if (e.key in moves) {
    e.preventDefault();
    const r = Math.floor(i / n);
    const c = i % n;
    const to = e.key === 'ArrowUp' ? ((r + n - 1) % n) * n + c
      : e.key === 'ArrowDown' ? ((r + 1) % n) * n + c
        : e.key === 'ArrowLeft' ? r * n + (c + n - 1) % n : r * n + (c + 1) % n;
    focusCell(to);
  } else if (e.key === 'Delete' || e.key === 'Backspace' || e.key === '0' || e.key === '.') {
    e.preventDefault();
    set(i, 0);
  } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    const v = value(e.key);
    if (v) set(i, v);
  }
}

/** A phone's keyboard types without key events: take the last character typed. */
function typed(i, cell) {
  const ch = cell.value.slice(-1);
  const v = value(ch);
  set(i, v);
  showCells();
}

function newGrid(n) {
  sudoku.n = n;
  sudoku.cells = new Array(n * n).fill(0);
  sudoku.givens = new Array(n * n).fill(false);
  sudoku.regions = null;
  sudoku.variants = [];
  sudoku.source = null;
  history.length = 0;
  clearSteps();
  $('size').value = String(n);
  drawGrid();
}

/** Shows a record's puzzle (from check, generate...) in the grid, with its rules. */
function loadRecord(rec, source) {
  const text = rec.puzzle;
  const n = Math.round(Math.sqrt(text.length));
  if (!BOXES[n]) return false;
  sudoku.n = n;
  $('size').value = String(n);
  sudoku.cells = [...text].map((ch) => (ch === '.' || ch === '0' ? 0 : SYMBOLS.indexOf(ch) + 1));
  sudoku.givens = sudoku.cells.map((v) => v !== 0);
  const rules = rec.rules || 'standard';
  sudoku.x = /\bX\b/.test(rules);
  $('x').checked = sudoku.x;
  sudoku.regions = rec.regions && rules.startsWith('jigsaw')
    ? [...rec.regions.replace(/\s/g, '')] : null;
  sudoku.variants = Array.isArray(rec.variants) ? rec.variants : [];
  sudoku.source = source === undefined ? null : source;
  history.length = 0;
  clearSteps();
  drawGrid();
  return true;
}

// ---- Drawing: diagonals, variant rules -------------------------------------------------------

function el(name, attrs, text) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function centre(name) {
  const i = cellIndex(name);
  return [i % sudoku.n + 0.5, Math.floor(i / sudoku.n) + 0.5];
}

function overlay() {
  const n = sudoku.n;
  const svg = el('svg', { class: 'over', viewBox: '0 0 ' + n + ' ' + n, preserveAspectRatio: 'none', 'aria-hidden': 'true' });
  svg.style.overflow = 'visible';
  if (sudoku.x) {
    svg.appendChild(el('line', { x1: 0, y1: 0, x2: n, y2: n, stroke: '#6366f1', 'stroke-width': 0.03, opacity: 0.5 }));
    svg.appendChild(el('line', { x1: n, y1: 0, x2: 0, y2: n, stroke: '#6366f1', 'stroke-width': 0.03, opacity: 0.5 }));
  }
  const path = (cells, attrs) => {
    const pts = cells.map(centre).map(([x, y]) => x + ',' + y).join(' ');
    svg.appendChild(el('polyline', Object.assign({ points: pts, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }, attrs)));
  };
  const mid = (a, b) => { const [x1, y1] = centre(a); const [x2, y2] = centre(b); return [(x1 + x2) / 2, (y1 + y2) / 2]; };
  const globals = [];
  for (const v of sudoku.variants) {
    switch (v.rule) {
      case 'killer cage': {
        const set = new Set(v.cells.map(cellIndex));
        for (const i of set) {
          const x = i % n; const y = Math.floor(i / n); const d = 0.08;
          const edge = (x1, y1, x2, y2) => svg.appendChild(el('line', { x1, y1, x2, y2, stroke: '#334155', 'stroke-width': 0.025, 'stroke-dasharray': '0.08 0.06' }));
          if (!set.has(i - n) || y === 0) edge(x + d, y + d, x + 1 - d, y + d);
          if (!set.has(i + n) || y === n - 1) edge(x + d, y + 1 - d, x + 1 - d, y + 1 - d);
          if (!set.has(i - 1) || x === 0) edge(x + d, y + d, x + d, y + 1 - d);
          if (!set.has(i + 1) || x === n - 1) edge(x + 1 - d, y + d, x + 1 - d, y + 1 - d);
        }
        if (v.sum !== undefined) {
          const first = Math.min(...set);
          svg.appendChild(el('text', { x: first % n + 0.1, y: Math.floor(first / n) + 0.3, 'font-size': 0.22, fill: '#334155' }, String(v.sum)));
        }
        break;
      }
      case 'thermometer': {
        const [x, y] = centre(v.cells[0]);
        svg.appendChild(el('circle', { cx: x, cy: y, r: 0.36, fill: '#cbd5e1', opacity: 0.8 }));
        path(v.cells, { stroke: '#cbd5e1', 'stroke-width': 0.28, opacity: 0.8 });
        break;
      }
      case 'arrow': {
        const [x, y] = centre(v.bulb[0]);
        svg.appendChild(el('circle', { cx: x, cy: y, r: 0.4, fill: 'none', stroke: '#64748b', 'stroke-width': 0.04 }));
        for (const l of v.lines) {
          path([v.bulb[v.bulb.length - 1]].concat(l), { stroke: '#64748b', 'stroke-width': 0.04 });
          const [ex, ey] = centre(l[l.length - 1]);
          svg.appendChild(el('circle', { cx: ex, cy: ey, r: 0.07, fill: '#64748b' }));
        }
        break;
      }
      case 'white dot': case 'black dot': {
        const [x, y] = mid(v.cells[0], v.cells[1]);
        svg.appendChild(el('circle', { cx: x, cy: y, r: 0.12, fill: v.rule === 'black dot' ? '#111' : '#fff', stroke: '#111', 'stroke-width': 0.03 }));
        break;
      }
      case 'X': case 'V': {
        const [x, y] = mid(v.cells[0], v.cells[1]);
        svg.appendChild(el('rect', { x: x - 0.14, y: y - 0.15, width: 0.28, height: 0.3, fill: '#fff' }));
        svg.appendChild(el('text', { x, y: y + 0.1, 'font-size': 0.3, 'text-anchor': 'middle', 'font-weight': 700, fill: '#111' }, v.rule));
        break;
      }
      case 'odd': case 'even': {
        const [x, y] = centre(v.cell);
        svg.appendChild(v.rule === 'odd' ? el('circle', { cx: x, cy: y, r: 0.38, fill: '#e5e7eb', opacity: 0.7 })
          : el('rect', { x: x - 0.38, y: y - 0.38, width: 0.76, height: 0.76, fill: '#e5e7eb', opacity: 0.7 }));
        break;
      }
      case 'extra region':
        for (const c of v.cells) {
          const i = cellIndex(c);
          svg.appendChild(el('rect', { x: i % n, y: Math.floor(i / n), width: 1, height: 1, fill: '#a5b4fc', opacity: 0.25 }));
        }
        break;
      case 'palindrome': path(v.cells, { stroke: '#94a3b8', 'stroke-width': 0.15, opacity: 0.7 }); break;
      case 'renban': path(v.cells, { stroke: '#c084fc', 'stroke-width': 0.15, opacity: 0.6 }); break;
      case 'whispers': path(v.cells, { stroke: '#4ade80', 'stroke-width': 0.15, opacity: 0.6 }); break;
      case 'little killer': {
        const m = /^r(\d+)c(\d+)$/.exec(v.clue);
        if (m) svg.appendChild(el('text', { x: Number(m[2]) - 0.5, y: Number(m[1]) - 0.35, 'font-size': 0.3, 'text-anchor': 'middle', fill: '#111' }, v.sum + ' ' + ({ UL: '↖', UR: '↗', DL: '↙', DR: '↘' }[v.direction] || '')));
        break;
      }
      case 'sandwich':
        if (v.row) svg.appendChild(el('text', { x: -0.4, y: v.row - 0.35, 'font-size': 0.3, 'text-anchor': 'middle', fill: '#111' }, String(v.sum)));
        else svg.appendChild(el('text', { x: v.column - 0.5, y: -0.2, 'font-size': 0.3, 'text-anchor': 'middle', fill: '#111' }, String(v.sum)));
        break;
      default:
        globals.push(v.rule);
    }
  }
  sudoku.globalRules = globals;
  // Clues outside the grid (little killers, sandwiches) need room around it.
  $('grid').classList.toggle('outside', sudoku.variants.some((v) => v.rule === 'little killer' || v.rule === 'sandwich'));
  return svg;
}

// ---- The Sudoku buttons --------------------------------------------------------------------

const STATUS = {
  unique: 'unique: exactly one solution',
  multiple: 'more than one solution',
  none: 'no solution',
  invalid: 'not a puzzle the tool reads',
  limit: 'stopped by the time limit before an answer',
};

function ruleWords() {
  const words = [];
  if (sudoku.regions) words.push('jigsaw');
  if (sudoku.x) words.push('X');
  (sudoku.globalRules || []).forEach((g) => words.push(g));
  return words.length ? ' (rules: ' + words.join(', ') + ')' : '';
}

function failed(res, messageEl) {
  if (res.ok && res.records.length) return false;
  say(messageEl || $('message'), res.error || 'no answer', 'bad');
  return true;
}

async function check() {
  const res = await busy('sudoku', $('message'), 'Checking', () => api('check', {}, puzzleText()));
  if (failed(res)) return;
  const r = res.records[0];
  highlight([], [], r.differ || []); // where two solutions differ: where a clue is missing
  const atLeast = r.solutions_at_least;
  const how = r.status === 'multiple' ? ' (at least ' + (atLeast || 2) + ')'
    + (r.differ && r.differ.length ? '; two solutions differ in ' + r.differ.join(' ') : '') : '';
  say($('message'), (STATUS[r.status] || r.status) + how + (r.clues !== undefined ? '; ' + r.clues + ' givens' : '')
    + ruleWords() + (r.error ? '\n' + r.error : ''), r.status === 'unique' ? 'good' : 'bad');
}

async function solve() {
  const res = await busy('sudoku', $('message'), 'Solving', () => api('solve', {}, puzzleText()));
  if (failed(res)) return;
  const r = res.records[0];
  if (r.solution) {
    showCells([...r.solution].map((ch) => SYMBOLS.indexOf(ch) + 1));
    say($('message'), 'solved' + (r.status === 'multiple' ? ' (one of several solutions)' : '') + ruleWords(), 'good');
  } else {
    say($('message'), (STATUS[r.status] || r.status) + (r.error ? ': ' + r.error : ''), 'bad');
  }
}

async function hint() {
  const res = await busy('sudoku', $('message'), 'Looking for the next step', () => api('hint', {}, puzzleText()));
  if (failed(res)) return;
  const r = res.records[0];
  if (!r.text) {
    say($('message'), (STATUS[r.status] || r.status) + (r.error ? ': ' + r.error : ''), r.status === 'solved' ? 'good' : 'bad');
    return;
  }
  const places = r.places ? [r.places] : [];
  if (r.places) {
    const i = cellIndex(r.places.cell);
    if (i >= 0) set(i, r.places.value, true);
  }
  highlight(places, r.removes || [], r.cells || []);
  say($('message'), r.text + (r.rating !== undefined ? '\nSE rating ' + r.rating : ''), 'good');
}

async function rate() {
  const res = await busy('sudoku', $('message'), 'Rating', () => api('grade', {}, puzzleText()));
  if (failed(res)) return;
  const r = res.records[0];
  if (r.rating === undefined) {
    say($('message'), (STATUS[r.status] || r.status) + (r.error ? ': ' + r.error : ''), 'bad');
    return;
  }
  say($('message'), 'SE rating ' + r.rating + ' (' + r.level + '); hardest step: ' + r.hardest
    + (r.estimated ? ' (estimated)' : ''), 'good');
}

function clearSteps() {
  sudoku.steps = [];
  sudoku.at = -1;
  $('steps').replaceChildren();
  $('stepnav').hidden = true;
}

async function explain() {
  const res = await busy('sudoku', $('message'), 'Explaining', () => api('explain', {}, puzzleText()));
  if (failed(res)) return;
  const r = res.records[0];
  clearSteps();
  if (!r.steps) {
    say($('message'), (STATUS[r.status] || r.status) + (r.error ? ': ' + r.error : ''), 'bad');
    return;
  }
  sudoku.steps = r.steps;
  sudoku.base = sudoku.cells.slice();
  r.steps.forEach((s, k) => {
    const li = document.createElement('li');
    li.textContent = s.text;
    li.addEventListener('click', () => showStep(k));
    $('steps').appendChild(li);
  });
  $('stepnav').hidden = false;
  say($('message'), r.steps.length + ' steps; SE rating ' + r.rating + ' (' + r.level + '). '
    + 'Click a step, or use the step buttons.', 'good');
}

function showStep(k) {
  if (k < 0 || k >= sudoku.steps.length) return;
  sudoku.at = k;
  sudoku.cells = sudoku.base.slice();
  for (let j = 0; j <= k; j++) {
    const p = sudoku.steps[j].places;
    if (p) sudoku.cells[cellIndex(p.cell)] = p.value;
  }
  showCells();
  const s = sudoku.steps[k];
  highlight(s.places ? [s.places] : [], s.removes || [], s.cells || []);
  [...$('steps').children].forEach((li, j) => li.classList.toggle('now', j === k));
  $('steps').children[k].scrollIntoView({ block: 'nearest' });
  say($('message'), 'Step ' + (k + 1) + ' of ' + sudoku.steps.length + ': ' + s.text, 'good');
}

async function generate() {
  const params = { n: 1, size: sudoku.n, difficulty: $('level').value, x: sudoku.x || undefined };
  const res = await busy('sudoku', $('message'), 'Generating', () => api('generate', params, ''));
  if (failed(res)) return;
  const r = res.records[0];
  loadRecord(r);
  say($('message'), 'a new ' + r.level + ' puzzle: ' + r.clues + ' givens, SE rating ' + r.rating
    + ' (seed ' + r.seed + ')', 'good');
}

async function print() {
  const res = await busy('sudoku', $('message'), 'Making the PDF', () => api('solve', { format: 'pdf' }, puzzleText(), true));
  if (!res.ok) {
    say($('message'), res.error, 'bad');
    return;
  }
  const url = URL.createObjectURL(res.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'sudoku.pdf';
  document.body.appendChild(a);
  a.click();
  a.remove();
  say($('message'), 'the PDF (the puzzle and its answer) is downloaded as sudoku.pdf', 'good');
}

async function load() {
  const text = $('paste').value;
  if (!text.trim()) return;
  const res = await busy('sudoku', $('message'), 'Reading', () => api('check', {}, text));
  const r = res.records.find((x) => x.puzzle);
  if (!r) {
    failed(res.ok ? { ok: false, error: (res.records[0] && res.records[0].error) || 'no puzzle in the text' } : res);
    return;
  }
  if (!loadRecord(r, res.records.length === 1 ? text : null)) {
    say($('message'), 'a ' + r.puzzle.length + '-cell puzzle: the page draws 4x4 to 16x16 only', 'bad');
    return;
  }
  say($('message'), (res.records.length > 1 ? res.records.length + ' puzzles read; the first is shown. ' : '')
    + (STATUS[r.status] || r.status) + ruleWords(), r.status === 'unique' ? 'good' : 'bad');
}

// ---- Start ---------------------------------------------------------------------------------

function tabs() {
  document.querySelectorAll('[role=tab]').forEach((b) => b.addEventListener('click', () => {
    document.querySelectorAll('[role=tab]').forEach((o) => o.setAttribute('aria-selected', String(o === b)));
    document.querySelectorAll('.tab').forEach((s) => { s.hidden = s.id !== b.dataset.tab; });
  }));
}

document.addEventListener('DOMContentLoaded', () => {
  tabs();
  newGrid(9);
  $('size').addEventListener('change', () => newGrid(Number($('size').value)));
  $('x').addEventListener('change', () => { sudoku.x = $('x').checked; sudoku.source = null; drawGrid(); });
  $('undo').addEventListener('click', undo);
  $('clear').addEventListener('click', () => { newGrid(sudoku.n); say($('message'), 'cleared'); });
  $('check').addEventListener('click', check);
  $('solve').addEventListener('click', solve);
  $('hint').addEventListener('click', hint);
  $('rate').addEventListener('click', rate);
  $('explain').addEventListener('click', explain);
  $('generate').addEventListener('click', generate);
  $('print').addEventListener('click', print);
  $('load').addEventListener('click', load);
  $('prev').addEventListener('click', () => showStep(Math.max(0, sudoku.at - 1)));
  $('next').addEventListener('click', () => showStep(Math.min(sudoku.steps.length - 1, sudoku.at + 1)));
  $('grid').addEventListener('paste', (e) => { // a puzzle pasted on the grid is read as pasted below
    const text = (e.clipboardData || window.clipboardData).getData('text');
    if (text && text.replace(/\s/g, '').length > 1) {
      e.preventDefault();
      $('paste').value = text;
      load();
    }
  });
});
