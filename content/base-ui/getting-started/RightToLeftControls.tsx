import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Slider } from '@mui/base/Slider';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 16,
  width: '100%',
  maxWidth: 380,
  fontSize: '0.875rem',
  '& .list': { display: 'flex', gap: 4, padding: 4, borderRadius: 10, backgroundColor: '#e8ecf2' },
  '& .tab': {
    flex: 1,
    padding: '6px 12px',
    border: 0,
    borderRadius: 7,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    color: '#3d4452',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  '& .tab.base--selected': { backgroundColor: '#fff', color: '#1c377f' },
  '& .tab:focus-visible': { outline: '3px solid #8aaeff' },
  '& .panel': { paddingBlock: 8 },
  '& .slider': {
    position: 'relative',
    display: 'block',
    height: 6,
    paddingBlock: 12,
    cursor: 'pointer',
    touchAction: 'none',
  },
  '& .rail, & .track': { position: 'absolute', height: 6, borderRadius: 3 },
  '& .rail': { width: '100%', backgroundColor: '#dadee6' },
  '& .track': { backgroundColor: '#2d57d6' },
  '& .thumb': {
    position: 'absolute',
    width: 18,
    height: 18,
    marginBlockStart: -6,
    marginInlineStart: -9,
    borderRadius: '50%',
    backgroundColor: '#2d57d6',
    outline: 0,
  },
  '& .thumb.base--focusVisible': { boxShadow: '0 0 0 4px #8aaeff' },
  ...theme.applyStyles('dark', {
    '& .list': { backgroundColor: '#262b35' },
    '& .tab': { color: '#c2c8d3' },
    '& .tab.base--selected': { backgroundColor: '#171a21', color: '#c2d4ff' },
    '& .rail': { backgroundColor: '#3d4452' },
    '& .track, & .thumb': { backgroundColor: '#8aaeff' },
    '& .thumb.base--focusVisible': { boxShadow: '0 0 0 4px #2a3d70' },
  }),
}));

export default function RightToLeftControls() {
  const [volume, setVolume] = React.useState(30);
  return (
    // A Hebrew settings panel: right to left whatever the page's direction.
    <Styles dir="rtl" lang="he">
      {/* direction="rtl": ← moves to the next tab, which is on the left. */}
      <Tabs defaultValue="general" direction="rtl" selectionFollowsFocus>
        <TabsList className="list" aria-label="הגדרות">
          <Tab value="general" className="tab">
            כללי
          </Tab>
          <Tab value="privacy" className="tab">
            פרטיות
          </Tab>
          <Tab value="alerts" className="tab">
            התראות
          </Tab>
        </TabsList>
        <TabPanel value="general" className="panel">
          שפה, אזור זמן ותבנית תאריך.
        </TabPanel>
        <TabPanel value="privacy" className="panel">
          מי יכול לראות את הפרופיל שלך.
        </TabPanel>
        <TabPanel value="alerts" className="panel">
          דוא״ל, הודעות דחיפה וצלילים.
        </TabPanel>
      </Tabs>
      {/* isRtl: the minimum is on the right, and ← raises the value. */}
      <Slider
        isRtl
        value={volume}
        onChange={(_event, value) => setVolume(value as number)}
        aria-label="עוצמת קול"
        slotProps={{
          root: { className: 'slider' },
          rail: { className: 'rail' },
          track: { className: 'track' },
          thumb: { className: 'thumb' },
        }}
      />
    </Styles>
  );
}
