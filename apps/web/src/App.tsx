import { TopBar } from './frame/TopBar';
import { OptionsModal } from './modals/OptionsModal';
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
    </div>
  );
}
