import { registerTexts } from '../../../lib/register-texts';
import { en } from './en';
import { vi } from './vi';

registerTexts('auth', { vi, en });
