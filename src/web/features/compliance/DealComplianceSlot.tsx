/** Where the deal page shows its compliance file; the compliance work (issue #47) fills it in. */
export function DealComplianceSlot(_props: { dealId: number }) {
  return null;
}
