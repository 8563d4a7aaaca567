import { describeRouteAgreement } from '@rozmova/testing/route-agreement';
import { routes } from '../routes';

describeRouteAgreement('mf_content', routes);
