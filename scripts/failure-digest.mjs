/**
 * What failed in a Vitest run's output, short enough to read at the end of a CI log: each failed
 * file or test (` FAIL  file > describe > test`, or ` FAIL  file [ file ]` when a hook failed) and
 * each unhandled error, with the first line of its error; the output's last lines if it names none.
 */
export function failureDigest(output, { maxEntries = 6 } = {}) {
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const firstLineAfter = (index) =>
    lines
      .slice(index + 1)
      .find((line) => line.trim() !== '' && !/^[\s⎯]*$/.test(line) && !/^Vitest caught/.test(line.trim()))
      ?.trim()
      .slice(0, 300);
  const digest = [];
  const seen = new Set();
  lines.forEach((line, index) => {
    const failure = /^\s*FAIL\s+(\S.*(?:>|\[).*)$/.exec(line)?.[1] ?? /^⎯+ (Unhandled \w+)/.exec(line)?.[1];
    if (!failure || seen.has(failure) || seen.size >= maxEntries) return;
    seen.add(failure);
    const error = firstLineAfter(index);
    digest.push(failure, ...(error ? [`  ${error}`] : []));
  });
  if (digest.length > 0) return digest;
  return lines.filter((line) => line.trim() !== '').slice(-8);
}
