/** Build-time HTML of a Markdown chunk; its code blocks' copy buttons work through the shell's scripts. */
export default function MarkdownHtml({ html }: { html: string }) {
  return <div className="markdown-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
