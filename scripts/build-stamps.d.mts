export interface BuildStep {
  name: string;
  inputs: string[];
  output: string;
}
export interface BuildCheck {
  upToDate: boolean;
  /** Records that the step has just built its output, from the inputs as they were when checked. */
  recordBuild(): void;
}
export function checkBuild(root: string, stampDir: string, step: BuildStep): BuildCheck;
