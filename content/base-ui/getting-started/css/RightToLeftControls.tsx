import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Slider } from '@mui/base/Slider';
import classes from './RightToLeftControls.module.css';

export default function RightToLeftControls() {
  const [volume, setVolume] = React.useState(30);
  return (
    // A Hebrew settings panel: right to left whatever the page's direction.
    <div className={classes.root} dir="rtl" lang="he">
      {/* direction="rtl": ← moves to the next tab, which is on the left. */}
      <Tabs defaultValue="general" direction="rtl" selectionFollowsFocus>
        <TabsList className={classes.list} aria-label="הגדרות">
          <Tab value="general" className={classes.tab}>
            כללי
          </Tab>
          <Tab value="privacy" className={classes.tab}>
            פרטיות
          </Tab>
          <Tab value="alerts" className={classes.tab}>
            התראות
          </Tab>
        </TabsList>
        <TabPanel value="general" className={classes.panel}>
          שפה, אזור זמן ותבנית תאריך.
        </TabPanel>
        <TabPanel value="privacy" className={classes.panel}>
          מי יכול לראות את הפרופיל שלך.
        </TabPanel>
        <TabPanel value="alerts" className={classes.panel}>
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
          root: { className: classes.slider },
          rail: { className: classes.rail },
          track: { className: classes.track },
          thumb: { className: classes.thumb },
        }}
      />
    </div>
  );
}
