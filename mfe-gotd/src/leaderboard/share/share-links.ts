/** Share On: prefilled share pages of Twitter and Facebook for the board's URL. */
export function twitterShareUrl(url: string, text: string): string {
  return `https://twitter.com/intent/tweet?${new URLSearchParams({ url, text }).toString()}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url }).toString()}`;
}
