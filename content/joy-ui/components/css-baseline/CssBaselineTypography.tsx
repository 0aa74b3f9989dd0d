import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';

export default function CssBaselineTypography() {
  return (
    <ScopedCssBaseline
      sx={{ padding: 2, borderRadius: 'sm', width: '100%', '& a': { color: 'primary.plainColor' } }}
    >
      <h3 style={{ marginBlock: 0 }}>Release 4.2</h3>
      <p>
        This release adds <strong>offline mode</strong> and fixes the date picker in Safari. Read
        the <a href="#typography-of-plain-elements">upgrade notes</a> before updating.
      </p>
      <ul>
        <li>Offline drafts sync when you reconnect.</li>
        <li>
          New keyboard shortcut: <kbd>Ctrl</kbd> + <kbd>K</kbd>
        </li>
      </ul>
    </ScopedCssBaseline>
  );
}
