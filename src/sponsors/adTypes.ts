/** An ad as the slot renders it, whether in-house or from the network's feed. */
export interface AdRecord {
  /** Short id, used in analytics labels. */
  name: string;
  link: string;
  /** Image URL; 130 × 100 in the image layout. */
  img: string;
  /** Shown in bold before the description: plain text (the feed's company, our own ads' lead). */
  headline?: string;
  /** May hold inline HTML (from the feed): sanitised before rendering. */
  description: string;
  /** Who serves the ad, shown as "ad by …". */
  poweredby: string;
  /** Prefix of the analytics label, e.g. `in-house-templates`. */
  label: string;
}

/** Image: picture beside the text. Inline: one line of text. */
export type AdShape = 'image' | 'inline';

export type RandomSource = () => number;
