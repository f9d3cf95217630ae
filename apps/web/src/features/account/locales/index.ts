import { registerTexts } from '../../../lib/register-texts';
import { en } from './en';
import { vi } from './vi';

registerTexts('account', { vi, en });
