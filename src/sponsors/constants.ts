/**
 * Every number the ad slot depends on, named once.
 * The display-event sampling ratio lives in the docs config (`adConfig.GADisplayRatio`).
 */

/** Delay between two looks for the ad network's element. */
export const AD_POLL_INTERVAL_MS = 500;
/** Looks for the ad network's element before giving up. */
export const AD_MAX_POLLS = 30;
/** Ads count as blocked once more than this many looks found nothing. */
export const AD_BLOCKED_AFTER_POLLS = 6;
/** Chance that a visitor whose ads are blocked sees the ad-blocker message, not an in-house ad. */
export const ADBLOCK_MESSAGE_PROBABILITY = 0.2;
/** Chance that a browser session gets the one-line (inline) layout rather than the image one. */
export const INLINE_LAYOUT_PROBABILITY = 0.2;
/** Requests made to the JSON ad feed before giving up. */
export const AD_FEED_MAX_ATTEMPTS = 10;
/** An ad must stay on screen this long before its display event is sent. */
export const AD_DISPLAY_EVENT_DELAY_MS = 2500;

/** Space reserved for the slot from the first render, so the page never shifts. */
export const AD_MIN_HEIGHT_SM_UP_PX = 126;
export const AD_MIN_HEIGHT_XS_PX = 142;
/** Vertical margin, in theme spacing units, above and below the slot. */
export const AD_MARGIN_Y = 3;
export const AD_IMAGE_WIDTH_PX = 130;
export const AD_IMAGE_HEIGHT_PX = 100;

/**
 * The network shows a link to our backers page when it has nothing to sell; an in-house ad
 * replaces it then. Any link containing `BACKERS_LINK_FRAGMENT` counts.
 */
export const DISCOVER_MORE_BACKERS_PATH = '/material-ui/discover-more/backers/';
export const BACKERS_LINK_FRAGMENT = '/discover-more/backers';

/** Where the ad network script renders its ad. */
export const DEFAULT_AD_ELEMENT_SELECTOR = '#carbonads';
export const BOT_USER_AGENT_PATTERN = /bot|crawler|spider|robot/i;
/** sessionStorage key remembering the layout drawn for this browser session. */
export const AD_LAYOUT_STORAGE_KEY = 'mui-docs-ad-layout';
/** Default placement name used in event labels. */
export const DEFAULT_AD_PLACEMENT = 'top';
/** The network script looks itself up by this id to know where to render. */
export const AD_SCRIPT_ELEMENT_ID = '_carbonads_js';
