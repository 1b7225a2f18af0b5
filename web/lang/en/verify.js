// The verify words in en.
export default {
  'verify.title': 'Chess960 – verify a draw',
  'verify.heading': 'Verify a draw',
  'verify.tagline': 'Recompute every round from the published texts',
  'verify.commitment': 'Commitment (64 hex digits, published before round 1)',
  'verify.secret': 'Secret (revealed after the event)',
  'verify.exclude': 'Excluded numbers',
  'verify.check': 'verify',
  'verify.ok': 'The secret matches the commitment (fingerprint {fingerprint}).',
  'verify.depends':
    'Besides the secret, the rounds depend on the public value, the number of rounds, the exclusions and “both colours”: enter them all as the event published them.',
  'verify.basis':
    'Computed from the secret and: {settings}. These are the event’s rounds only if these are the settings it published:',
  'verify.missing':
    'Note: the link does not give: {fields}. The page’s defaults stand there – compare them with the event’s published sheet.',
  'verify.publicValue': 'public value “{value}”',
  'verify.noPublic': 'no public value',
  'verify.oneColour': 'each position once',
  'verify.mismatch':
    'The commitment does not fit this secret: its SHA-256 begins {secret}, the commitment {commitment}. Compare both texts with the published sheet character by character.',
  'verify.offline': 'Computes in the browser, offline too. chess960 event verify gives the same numbers.',
  'verify.swapped': 'colours swapped',
  'verify.hidden':
    'Warning: the public value holds invisible or direction-changing characters, shown here as ⟨U+…⟩. Compare it character by character with the published value.',
  'verify.readAs': 'Read as: {value}',
  'verify.colours': 'Colours',
};
