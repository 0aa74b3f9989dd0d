import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const releases = [
  { version: 'v3.2', date: '12 Nov', note: 'Faster search and a new export format.' },
  { version: 'v3.1', date: '28 Oct', note: 'Dark mode for the admin panel.' },
  { version: 'v3.0', date: '3 Oct', note: 'Workspaces, roles and an audit log.' },
];

const checklist = [
  'Create the project',
  'Connect the repository',
  'Invite reviewers',
  'Run the first build',
];

export default function StepperExtraContent() {
  const [done, setDone] = React.useState(1);
  const moved = React.useRef(false);
  const actionRef = React.useRef<HTMLButtonElement>(null);

  // The pressed button disappears with its step: move the focus to the next step's button.
  React.useEffect(() => {
    if (moved.current) {
      actionRef.current?.focus();
    }
  }, [done]);

  const go = (value: number) => {
    moved.current = true;
    setDone(value);
  };
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', width: '100%' }}>
      {/* No indicator: a vertical stepper draws a dot instead. */}
      <Stepper orientation="vertical" sx={{ flex: 1, minWidth: 220 }}>
        {releases.map((release) => (
          <Step key={release.version}>
            <Typography level="title-sm" component="p">
              {release.version}{' '}
              <Typography level="body-xs" textColor="text.tertiary">
                {release.date}
              </Typography>
            </Typography>
            <Typography level="body-sm">{release.note}</Typography>
          </Step>
        ))}
      </Stepper>
      <Stepper orientation="vertical" sx={{ flex: 1, minWidth: 240 }}>
        {checklist.map((label, index) => (
          <Step
            key={label}
            completed={index < done}
            active={index === done}
            indicator={
              <StepIndicator
                variant={index <= done ? 'solid' : 'outlined'}
                color={index < done ? 'success' : index === done ? 'primary' : 'neutral'}
              >
                {index + 1}
              </StepIndicator>
            }
          >
            <Typography
              level="title-sm"
              component="p"
              aria-current={index === done ? 'step' : undefined}
            >
              {label}
              {index < done && (
                <Typography level="body-xs" textColor="text.tertiary">
                  {' '}
                  · done
                </Typography>
              )}
            </Typography>
            {index === done && (
              <Box sx={{ display: 'flex', gap: 1, marginBlock: 1 }}>
                <Button ref={actionRef} size="sm" onClick={() => go(done + 1)}>
                  Mark as done
                </Button>
                {done > 0 && (
                  <Button size="sm" variant="plain" color="neutral" onClick={() => go(done - 1)}>
                    Back
                  </Button>
                )}
              </Box>
            )}
          </Step>
        ))}
        {/* An array, not `condition && <Step>`: a `false` child would count as the last step. */}
        {done === checklist.length
          ? [
              <Step key="all-set">
                <Typography level="title-sm" component="p">
                  All set.{' '}
                  <Button ref={actionRef} size="sm" variant="plain" onClick={() => go(0)}>
                    Start over
                  </Button>
                </Typography>
              </Step>,
            ]
          : []}
      </Stepper>
    </Box>
  );
}
