/*
 * The exact distribution of a draw method as a bar chart over the numbers 0..959, the fair line
 * at 1/960, and a summary in words (api.drawDistribution gives the fractions). Classic script:
 * Chess960Draw.chart.render(api, method, chartNode) -> { fair, summary, short } | { notRandom }.
 */
(function (global) {
  'use strict';

  const SVG = 'http://www.w3.org/2000/svg';
  const WIDTH = 960;
  const HEIGHT = 200;

  // Returns a new SVG element with attributes, appended to parent.
  function el(name, attrs, parent) {
    const node = global.document.createElementNS(SVG, name);
    Object.keys(attrs).forEach(function (k) {
      node.setAttribute(k, String(attrs[k]));
    });
    parent.appendChild(node);
    return node;
  }

  function fractionText(f) {
    return f.num + '/' + f.den;
  }

  // Returns the distinct fractions of a distribution, smallest first.
  function distinctValues(dist) {
    const distinct = {};
    dist.forEach(function (f) {
      distinct[fractionText(f)] = f;
    });
    return Object.keys(distinct)
      .map(function (k) {
        return distinct[k];
      })
      .sort(function (a, b) {
        return a.num / a.den - b.num / b.den;
      });
  }

  // Draws the bars (each number's chance relative to 1/960), the fair line and the axis ticks.
  function drawBars(svg, ratios) {
    const top = Math.max(1.5, Math.max.apply(null, ratios) * 1.1);
    const bars = el('g', { transform: 'translate(50 10)', 'shape-rendering': 'crispEdges' }, svg);
    ratios.forEach(function (r, n) {
      const h = (r / top) * HEIGHT;
      const kind = Math.abs(r - 1) < 1e-9 ? '' : r > 1 ? ' above' : ' below';
      el('rect', { x: n, y: HEIGHT - h, width: 1.05, height: h, class: 'dist-bar' + kind, 'data-n': n }, bars);
    });
    const y = HEIGHT - HEIGHT / top;
    el('line', { x1: 0, x2: WIDTH, y1: y, y2: y, class: 'dist-fair' }, bars);
    [
      [HEIGHT, '0'],
      [y + 4, '1/960'],
    ].forEach(function (tick) {
      el('text', { x: -4, y: tick[0], class: 'dist-tick', 'text-anchor': 'end' }, bars).textContent = tick[1];
    });
    [0, 240, 480, 720, 959].forEach(function (n) {
      el('text', { x: n, y: HEIGHT + 16, class: 'dist-tick', 'text-anchor': 'middle' }, bars).textContent = String(n);
    });
  }

  // Draws the chart of a method into node; returns what to say about it.
  function render(api, method, node) {
    const i18n = global.Chess960Web.i18n;
    node.textContent = '';
    node.setAttribute('data-method', method);
    let dist;
    try {
      dist = api.drawDistribution(method);
    } catch (err) {
      if (err.code !== 'ERR_DRAW_NOT_RANDOM') throw err;
      return { notRandom: true, summary: i18n.t('draw.notRandom'), short: i18n.t('draw.notRandom') };
    }
    const values = distinctValues(dist);
    const fair = values.length === 1;
    const range = { min: fractionText(values[0]), max: fractionText(values[values.length - 1]) };
    const summary = fair ? i18n.t('draw.fair') : i18n.t('draw.unfair', Object.assign({ count: values.length }, range));
    const svg = el(
      'svg',
      { viewBox: '0 0 ' + (WIDTH + 60) + ' ' + (HEIGHT + 30), role: 'img', class: 'dist-svg' },
      node,
    );
    svg.setAttribute('aria-label', i18n.t('draw.chartLabel', { summary: summary }));
    drawBars(
      svg,
      dist.map(function (f) {
        return (f.num * 960) / f.den;
      }),
    );
    return { fair: fair, summary: summary, short: fair ? i18n.t('draw.fairShort') : i18n.t('draw.unfairShort', range) };
  }

  global.Chess960Draw = global.Chess960Draw || {};
  global.Chess960Draw.chart = { render: render };
})(typeof window !== 'undefined' ? window : globalThis);
