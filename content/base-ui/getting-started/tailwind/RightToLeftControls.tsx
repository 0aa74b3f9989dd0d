import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Slider } from '@mui/base/Slider';

export default function RightToLeftControls() {
  const [volume, setVolume] = React.useState(30);
  return (
    // A Hebrew settings panel: right to left whatever the page's direction.
    <div className="grid w-full max-w-[380px] gap-4 text-sm" dir="rtl" lang="he">
      {/* direction="rtl": ← moves to the next tab, which is on the left. */}
      <Tabs defaultValue="general" direction="rtl" selectionFollowsFocus>
        <TabsList
          className="flex gap-1 rounded-[10px] bg-[#e8ecf2] p-1 dark:bg-[#262b35]"
          aria-label="הגדרות"
        >
          <Tab
            value="general"
            className="flex-1 cursor-pointer rounded-[7px] border-0 bg-transparent px-3 py-1.5 text-sm font-semibold text-[#3d4452] [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-[#8aaeff] dark:text-[#c2c8d3] [&.base--selected]:bg-white [&.base--selected]:text-[#1c377f] dark:[&.base--selected]:bg-[#171a21] dark:[&.base--selected]:text-[#c2d4ff]"
          >
            כללי
          </Tab>
          <Tab
            value="privacy"
            className="flex-1 cursor-pointer rounded-[7px] border-0 bg-transparent px-3 py-1.5 text-sm font-semibold text-[#3d4452] [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-[#8aaeff] dark:text-[#c2c8d3] [&.base--selected]:bg-white [&.base--selected]:text-[#1c377f] dark:[&.base--selected]:bg-[#171a21] dark:[&.base--selected]:text-[#c2d4ff]"
          >
            פרטיות
          </Tab>
          <Tab
            value="alerts"
            className="flex-1 cursor-pointer rounded-[7px] border-0 bg-transparent px-3 py-1.5 text-sm font-semibold text-[#3d4452] [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-[#8aaeff] dark:text-[#c2c8d3] [&.base--selected]:bg-white [&.base--selected]:text-[#1c377f] dark:[&.base--selected]:bg-[#171a21] dark:[&.base--selected]:text-[#c2d4ff]"
          >
            התראות
          </Tab>
        </TabsList>
        <TabPanel value="general" className="py-2">
          שפה, אזור זמן ותבנית תאריך.
        </TabPanel>
        <TabPanel value="privacy" className="py-2">
          מי יכול לראות את הפרופיל שלך.
        </TabPanel>
        <TabPanel value="alerts" className="py-2">
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
          root: { className: 'relative block h-1.5 cursor-pointer touch-none py-3' },
          rail: { className: 'absolute h-1.5 w-full rounded-[3px] bg-[#dadee6] dark:bg-[#3d4452]' },
          track: { className: 'absolute h-1.5 rounded-[3px] bg-[#2d57d6] dark:bg-[#8aaeff]' },
          thumb: {
            className:
              'absolute -ms-[9px] -mt-1.5 h-[18px] w-[18px] rounded-full bg-[#2d57d6] outline-0 dark:bg-[#8aaeff] [&.base--focusVisible]:shadow-[0_0_0_4px_#8aaeff] dark:[&.base--focusVisible]:shadow-[0_0_0_4px_#2a3d70]',
          },
        }}
      />
    </div>
  );
}
