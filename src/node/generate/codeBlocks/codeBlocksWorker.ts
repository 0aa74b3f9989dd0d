/**
 * The code-block check on a worker thread (./codeBlocksStep.ts): it keeps one core busy for tens
 * of seconds on a cold build, while the demo sources are built on the others.
 */
import {
  checkContentCodeBlocks,
  type CodeBlocksReport,
  type PageToCheck,
} from './contentCodeBlocks';

export default function checkInWorker(pages: PageToCheck[]): CodeBlocksReport {
  return checkContentCodeBlocks(pages);
}
