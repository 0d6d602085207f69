import { ConsentBar } from './analytics/ConsentBar';
import { ContactModal } from './contact/ContactModal';
import { TopBar } from './frame/TopBar';
import { DailyModal } from './modals/DailyModal';
import { OptionsModal } from './modals/OptionsModal';
import { ProfileModal } from './modals/ProfileModal';
import { RulesModal } from './modals/RulesModal';
import { SideMenu } from './modals/SideMenu';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <div className="app">
      <TopBar />
      <AppRoutes />
      <SideMenu />
      <OptionsModal />
      <RulesModal />
      <ProfileModal />
      <DailyModal />
      <ContactModal />
      <ConsentBar />
    </div>
  );
}
