// One rule for a salon's address wherever it shows (issue 27 item 12; architecture "Texts and addresses"):
// since the 1 July 2025 reform (34 provinces, ward + province) the new address comes first; the old one
// (district era) follows as a hint where it helps a customer who knows the salon by it.

export interface ShownAddress {
  /** The address to read: the post-2025 one when the salon has it. */
  address: string;
  /** The pre-2025 address, when it says something the first one does not; null otherwise. */
  formerly: string | null;
}

export function shownAddress(salon: { address: string; addressNew?: string | null }): ShownAddress {
  const current = salon.addressNew?.trim();
  if (!current) return { address: salon.address, formerly: null };
  const old = salon.address.trim();
  return { address: current, formerly: old && old !== current ? old : null };
}
