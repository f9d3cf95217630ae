/** The chain measured in issue 29: salons and staff are always these; the rest scales with SCALE. */
export const CHAIN = { salons: 296, staff: 3_504, customers: 1_000_000, bookings: 10_100_000, ratings: 3_000_000, votes: 2_000_000, posts: 2_000 };

export function chainSize(scale: number) {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    salons: CHAIN.salons,
    customers: of(CHAIN.customers),
    bookings: of(CHAIN.bookings),
    ratings: of(CHAIN.ratings),
    votes: of(CHAIN.votes),
    posts: of(CHAIN.posts),
  };
}
