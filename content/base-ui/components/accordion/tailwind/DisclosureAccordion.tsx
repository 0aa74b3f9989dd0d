import * as React from 'react';

const SECTIONS = [
  {
    id: 'shipping',
    title: 'Shipping',
    body: 'Orders leave our warehouse within two working days.',
  },
  { id: 'returns', title: 'Returns', body: 'Send items back within 30 days, in their packaging.' },
  {
    id: 'warranty',
    title: 'Warranty',
    body: 'Two years on every product, parts and labour included.',
  },
];

export default function DisclosureAccordion() {
  // Controlled: several sections may be open at once, and the state is yours to save.
  const [open, setOpen] = React.useState<string[]>(['shipping']);
  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <div className="w-full max-w-[440px] text-sm">
      {SECTIONS.map((section) => {
        const expanded = open.includes(section.id);
        return (
          <div
            key={section.id}
            className="border-0 border-b border-solid border-[#dadee6] dark:border-[#3d4452]"
          >
            <button
              type="button"
              className="flex w-full cursor-pointer justify-between rounded border-0 bg-transparent px-1 py-3 text-start text-sm font-semibold text-inherit [font-family:inherit] after:text-[#2d57d6] after:content-['+'] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[#8aaeff] aria-expanded:after:content-['−'] dark:after:text-[#8aaeff]"
              id={`${section.id}-trigger`}
              aria-expanded={expanded}
              aria-controls={`${section.id}-panel`}
              onClick={() => toggle(section.id)}
            >
              {section.title}
            </button>
            <p
              className="m-0 px-1 pb-3 text-[#3d4452] dark:text-[#b8bfcc]"
              id={`${section.id}-panel`}
              role="region"
              aria-labelledby={`${section.id}-trigger`}
              hidden={!expanded}
            >
              {section.body}
            </p>
          </div>
        );
      })}
    </div>
  );
}
