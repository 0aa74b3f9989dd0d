/** The code language (TS/JS) and the code styling (MUI System/Tailwind/CSS) a demo can be shown in. */
export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];

export const CODE_STYLINGS = ['System', 'Tailwind', 'CSS'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
