import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import DeleteIcon from '@mui/icons-material/Delete';

type Confirm = (question: string) => Promise<boolean>;

const ConfirmContext = React.createContext<Confirm>(() => Promise.resolve(false));

function useConfirm() {
  return React.useContext(ConfirmContext);
}

/** Renders one dialog for the whole app and hands out `confirm`, which resolves with the answer. */
function ConfirmProvider({ children }: { children: React.ReactNode }) {
  const [question, setQuestion] = React.useState<string | null>(null);
  const resolver = React.useRef<(answer: boolean) => void>(() => {});
  const titleId = React.useId();

  const confirm = React.useCallback<Confirm>((text) => {
    setQuestion(text);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current(value);
    setQuestion(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog open={question !== null} onClose={() => answer(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{question}</DialogTitle>
        <DialogActions>
          <Button autoFocus onClick={() => answer(false)}>
            Cancel
          </Button>
          <Button onClick={() => answer(true)}>Delete</Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

function FileList() {
  const confirm = useConfirm();
  const [files, setFiles] = React.useState(['budget-2025.xlsx', 'team-photo.jpg', 'notes.md']);

  const buttons = React.useRef(new Map<string, HTMLButtonElement>());
  const [focusIndex, setFocusIndex] = React.useState<number | null>(null);

  // The dialog gives focus back to the button that asked, but a deletion removes that button:
  // move focus to the row that took its place instead of leaving it on the page body.
  React.useEffect(() => {
    if (focusIndex === null) return;
    const next = files[Math.min(focusIndex, files.length - 1)];
    if (next) buttons.current.get(next)?.focus();
    setFocusIndex(null);
  }, [files, focusIndex]);

  const remove = async (file: string, index: number) => {
    if (await confirm(`Delete ${file}?`)) {
      setFiles((previous) => previous.filter((name) => name !== file));
      setFocusIndex(index);
    }
  };

  return (
    <List dense sx={{ maxWidth: 320 }}>
      {files.map((file, index) => (
        <ListItem
          key={file}
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`Delete ${file}`}
              onClick={() => remove(file, index)}
              ref={(node) => {
                if (node) buttons.current.set(file, node);
                else buttons.current.delete(file);
              }}
            >
              <DeleteIcon />
            </IconButton>
          }
        >
          <ListItemText primary={file} />
        </ListItem>
      ))}
    </List>
  );
}

export default function AskFromAnywhere() {
  return (
    <ConfirmProvider>
      <FileList />
    </ConfirmProvider>
  );
}
