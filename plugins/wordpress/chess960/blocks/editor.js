// The editor's side of the Position and Game blocks: settings in the sidebar and a preview made
// of the same elements the front end shows (the widget's script is this script's dependency).
// Plain script on the editor's globals, no build step; the blocks are dynamic (the server
// renders them), so Position saves nothing and Game saves only its PGN in a <pre>.
(function (wp) {
  'use strict';
  const el = wp.element.createElement;
  const { registerBlockType } = wp.blocks;
  const { InspectorControls, useBlockProps, MediaUpload, MediaUploadCheck } = wp.blockEditor;
  const { PanelBody, TextControl, TextareaControl, ToggleControl, SelectControl, Button } = wp.components;
  const { __ } = wp.i18n;

  // Returns a SelectControl over `values` (the first is "the widget's default", '').
  const choice = (label, value, values, onChange) =>
    el(SelectControl, {
      label,
      value,
      options: values.map((v) => ({ label: v || __('Default', 'chess960'), value: v })),
      onChange,
    });

  registerBlockType('chess960/position', {
    edit(props) {
      const a = props.attributes;
      const set = (name) => (value) => props.setAttributes({ [name]: value });
      const element = { n: a.n || '518' };
      for (const name of ['show', 'lang', 'orientation', 'theme', 'size']) if (a[name]) element[name] = a[name];
      if (a.controls) element.controls = '';
      return el(
        'div',
        useBlockProps(),
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: __('Position', 'chess960') },
            el(TextControl, {
              label: __('Start position: number 0–959, back rank or FEN', 'chess960'),
              value: a.n,
              onChange: set('n'),
            }),
            el(TextControl, {
              label: __('Show (number letters fen tables facts)', 'chess960'),
              value: a.show,
              onChange: set('show'),
            }),
            choice(__('Language', 'chess960'), a.lang, ['', 'de', 'en', 'fr', 'es', 'it', 'nl', 'pl'], set('lang')),
            choice(__('Orientation', 'chess960'), a.orientation, ['', 'white', 'black'], set('orientation')),
            choice(__('Theme', 'chess960'), a.theme, ['', 'light', 'dark', 'print', 'auto'], set('theme')),
            choice(__('Size', 'chess960'), a.size, ['', 'small', 'medium', 'large'], set('size')),
            el(ToggleControl, {
              label: __('Number field and draw button', 'chess960'),
              checked: !!a.controls,
              onChange: set('controls'),
            }),
          ),
        ),
        el('chess960-position', element),
      );
    },
    save: () => null,
  });

  registerBlockType('chess960/game', {
    edit(props) {
      const a = props.attributes;
      const file = el(
        MediaUploadCheck,
        null,
        el(MediaUpload, {
          onSelect: (media) => props.setAttributes({ fileId: media.id, src: media.url }),
          value: a.fileId,
          render: ({ open }) =>
            el(Button, { variant: 'secondary', onClick: open }, __('Choose a PGN file', 'chess960')),
        }),
      );
      return el(
        'div',
        useBlockProps(),
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: __('PGN file', 'chess960') },
            el(TextControl, {
              label: __('Address of a PGN file', 'chess960'),
              value: a.src,
              onChange: (src) => props.setAttributes({ src, fileId: undefined }),
            }),
            file,
          ),
        ),
        el(TextareaControl, {
          label: __('PGN', 'chess960'),
          help: __('One game or several, as a PGN file holds them.', 'chess960'),
          value: a.pgn,
          rows: 8,
          onChange: (pgn) => props.setAttributes({ pgn }),
        }),
        el(
          'chess960-game',
          a.src ? { src: a.src } : {},
          a.pgn ? el('pre', { className: 'chess960-pgn' }, a.pgn) : null,
        ),
      );
    },
    save(props) {
      return props.attributes.pgn ? el('pre', { className: 'chess960-pgn' }, props.attributes.pgn) : null;
    },
  });
})(window.wp);
