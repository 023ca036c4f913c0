import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { MarketingImage } from '@/ui/MarketingImage';
import { Eyebrow, Lead, MarketingSection, SectionTitle } from '@/ui/MarketingSection';
import { SHOP_IT_BACK_CREDITS } from './shopItBackCredits';

/** Shop it Back (spec 000 §1): the session value returns as shopping credit; opens the Banner. */
export const ShopItBackStrip = ({ headingId = 'shop-it-back-title' }: { headingId?: string }) => {
  const dispatch = useAppDispatch();
  return (
    <MarketingSection tone="surface" aria-labelledby={headingId}>
      <Layout>
        <Picture src="/media/marketing/shop-it-back.svg" alt="" width={1000} height={700} />
        <Copy>
          <Eyebrow>Shop it Back</Eyebrow>
          <SectionTitle id={headingId}>Your session comes back as shopping credit</SectionTitle>
          <Lead>
            Book any plan and we send you a shopping code worth the full value of your session, to
            spend on the pieces your stylist finds for you.
          </Lead>
          <Credits aria-label="Shopping credit by plan">
            {SHOP_IT_BACK_CREDITS.map(({ planId, title, credit }) => (
              <Credit key={planId}>
                <dt>{title}</dt>
                <dd>{credit}</dd>
              </Credit>
            ))}
          </Credits>
          <div>
            <Button
              variant="secondary"
              onClick={() => dispatch(modalOpened({ type: 'Banner', modalProps: {} }))}
            >
              How It Works
            </Button>
          </div>
        </Copy>
      </Layout>
    </MarketingSection>
  );
};

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
  }

  ${({ theme }) => theme.media.aboveTablet} {
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

const Picture = styled(MarketingImage)`
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
`;

const Credits = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  width: 100%;
  max-width: 30rem;
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
`;

const Credit = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  text-align: center;

  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;
