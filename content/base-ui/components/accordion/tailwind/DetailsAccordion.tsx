const questions = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes. Upgrades apply at once; a downgrade starts with the next billing period.',
  },
  {
    q: 'Do you offer refunds?',
    a: 'Within 14 days of a payment, in full, with no questions asked.',
  },
  {
    q: 'Where is my data stored?',
    a: 'In two data centres in the EU, with nightly encrypted backups.',
  },
];

export default function DetailsAccordion() {
  return (
    <div className="w-full max-w-[440px] text-sm">
      {questions.map(({ q, a }, index) => (
        // The shared `name` makes the browser keep one item open at a time.
        <details
          key={q}
          className="group border-0 border-b border-solid border-[#dadee6] dark:border-[#3d4452]"
          name="billing-faq"
          open={index === 0}
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded px-1 py-3 font-semibold focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[#8aaeff] [&::-webkit-details-marker]:hidden after:text-lg after:leading-none after:text-[#2d57d6] after:content-['+'] group-open:after:content-['−'] dark:after:text-[#8aaeff]">
            {q}
          </summary>
          <p className="m-0 px-1 pb-3 text-[#3d4452] dark:text-[#b8bfcc]">{a}</p>
        </details>
      ))}
    </div>
  );
}
