const ads = {
  /** Accessible name of the ad slot. */
  slotLabel: 'Sponsored',
  /** Small tag before a one-line ad. */
  sponsor: 'ad',
  /** Followed by who serves the ad, e.g. "ad by MUI". */
  adBy: 'ad by',
  adblock: 'Ads help keep these docs free. Consider allowing them on this site.',
  opensInNewTab: '(opens in a new tab)',
};
export default ads;
