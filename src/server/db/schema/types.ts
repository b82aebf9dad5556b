/** A text every visitor reads exists in both languages. */
export interface Localized {
  en: string;
  de: string;
}

/** How a place follows a preposition: "to the Okavango Delta" / "ins Okavango-Delta", "in …" / "im …". */
export interface PlacePhrases {
  to: Localized;
  in: Localized;
}

/** A picture: today generated artwork, later a photo, replaced by changing this data alone. */
export interface Picture {
  url: string;
  alt: Localized;
  width: number;
  height: number;
  tags: string[];
}
