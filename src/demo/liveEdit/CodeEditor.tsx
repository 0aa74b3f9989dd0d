/** A plain textarea code editor: Tab indents, Escape then Tab leaves (no keyboard trap). */
import * as React from 'react';
import Box from '@mui/material/Box';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  help: string;
}

const INDENT = '  ';

export default function CodeEditor({ value, onChange, label, help }: CodeEditorProps) {
  const helpId = React.useId();
  const escaped = React.useRef(false);
  const ref = React.useRef<HTMLTextAreaElement>(null);

  React.useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      escaped.current = true;
      return;
    }
    if (event.key !== 'Tab' || escaped.current || event.altKey || event.ctrlKey || event.metaKey) {
      escaped.current = false;
      return;
    }
    event.preventDefault();
    const textarea = event.currentTarget;
    const { selectionStart: start, selectionEnd: end } = textarea;
    const lineStart = value.lastIndexOf('\n', start - 1) + 1;
    if (event.shiftKey) {
      // Outdent the current line.
      if (value.startsWith(INDENT, lineStart)) {
        onChange(value.slice(0, lineStart) + value.slice(lineStart + INDENT.length));
        requestAnimationFrame(() => {
          textarea.selectionStart = Math.max(lineStart, start - INDENT.length);
          textarea.selectionEnd = Math.max(lineStart, end - INDENT.length);
        });
      }
      return;
    }
    onChange(value.slice(0, start) + INDENT + value.slice(end));
    requestAnimationFrame(() => {
      textarea.selectionStart = start + INDENT.length;
      textarea.selectionEnd = start + INDENT.length;
    });
  };

  const lines = value.split('\n').length;
  return (
    <Box>
      <Box
        component="textarea"
        ref={ref}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={label}
        aria-describedby={helpId}
        data-testid="live-editor"
        // Code reads left to right on RTL pages too (an attribute: the RTL style cache would flip
        // a CSS direction).
        dir="ltr"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
        rows={Math.min(Math.max(lines + 1, 6), 40)}
        sx={{
          display: 'block',
          width: '100%',
          boxSizing: 'border-box',
          m: 0,
          p: '1rem 1.25rem',
          border: 0,
          resize: 'vertical',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.8125rem',
          lineHeight: 1.6,
          tabSize: 2,
          color: 'text.primary',
          bgcolor: 'background.paper',
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
        }}
      />
      <Box
        id={helpId}
        sx={{
          px: 2,
          py: 0.75,
          fontSize: '0.75rem',
          color: 'text.secondary',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {help}
      </Box>
    </Box>
  );
}
