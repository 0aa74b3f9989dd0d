/** The sponsor slot's settings that are not addresses. */
export interface AdConfig {
  /** Share of ad display events that are sent. */
  GADisplayRatio: number;
}

export const AD_DISPLAY_EVENT_RATIO = 0.1;

export const adConfig: AdConfig = { GADisplayRatio: AD_DISPLAY_EVENT_RATIO };
