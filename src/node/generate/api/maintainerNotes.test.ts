import { describe, expect, it } from 'vitest';
import { stripMaintainerNotes } from './maintainerNotes';

describe('stripMaintainerNotes', () => {
  it('drops a note on its own line after the description', () => {
    expect(
      stripMaintainerNotes('Gets the list of row ids.\nTODO rows v6: Rename or remove ?'),
    ).toBe('Gets the list of row ids.');
  });

  it('drops a note in the middle and keeps the paragraphs around it', () => {
    const text = [
      'If `true`, the column can be grouped.',
      'Only available in DataGridPremium.',
      'TODO: Use module augmentation to move it to `@mui/x-data-grid-premium`',
      '(need to modify how we handle column types default values).',
      '',
      'Defaults to `true`.',
    ].join('\n');
    expect(stripMaintainerNotes(text)).toBe(
      'If `true`, the column can be grouped.\nOnly available in DataGridPremium.\n\nDefaults to `true`.',
    );
  });

  it('recognises the usual markers and leaves a description that is only a note empty', () => {
    expect(stripMaintainerNotes('TODO: remove this export in v7')).toBe('');
    expect(stripMaintainerNotes('Sorts rows.\nFIXME: slow on big data')).toBe('Sorts rows.');
    expect(stripMaintainerNotes('Sorts rows.\n- XXX check the order')).toBe('Sorts rows.');
    expect(stripMaintainerNotes('Sorts rows.\nHACK for Safari')).toBe('Sorts rows.');
  });

  it('keeps text that only mentions such a word', () => {
    const text = 'Renders the todo list.\nA `TODO` column is a string column.';
    expect(stripMaintainerNotes(text)).toBe(text);
    expect(stripMaintainerNotes('Todos are fine.')).toBe('Todos are fine.');
  });
});
