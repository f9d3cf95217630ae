import { describe, expect, it } from 'vitest';
import { campaignPictureFilesOf, campaignThumbOf } from './campaign-picture';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('campaign pictures', () => {
  it("shows an uploaded picture's 240 px file in the voucher list, any other picture as it is", () => {
    expect(campaignThumbOf(`/uploads/campaign-${ID}-960.webp`)).toBe(`/uploads/campaign-${ID}-240.webp`);
    expect(campaignThumbOf('/images/campaigns/summer.webp')).toBe('/images/campaigns/summer.webp');
    expect(campaignThumbOf(`/uploads/campaign-${ID}-960.webp?x=1`)).toBe(`/uploads/campaign-${ID}-960.webp?x=1`);
  });

  it('names both files of an upload to delete, none of a picture of the site', () => {
    expect(campaignPictureFilesOf(`/uploads/campaign-${ID}-960.webp`)).toEqual([`/uploads/campaign-${ID}-960.webp`, `/uploads/campaign-${ID}-240.webp`]);
    expect(campaignPictureFilesOf('/images/campaigns/summer.webp')).toEqual([]);
    expect(campaignPictureFilesOf(null)).toEqual([]);
  });
});
