export interface BuildStep {
  name: string;
  inputs: string[];
  output: string;
}
export function isUpToDate(root: string, stampDir: string, step: BuildStep): boolean;
export function recordBuild(root: string, stampDir: string, step: BuildStep): void;
