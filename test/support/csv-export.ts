/** The whole file of a lead CSV export as the procedure answers it (its rows are a stream). */
export async function csvText(exported: { csv: () => AsyncIterable<string> }): Promise<string> {
  let text = '';
  for await (const chunk of exported.csv()) text += chunk;
  return text;
}
