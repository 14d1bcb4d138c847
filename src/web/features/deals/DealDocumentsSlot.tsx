/** Where the deal page offers its documents (the Form F PDF); the reports work (issue #47) fills it in. */
export function DealDocumentsSlot(_props: { dealId: number }) {
  return null;
}
