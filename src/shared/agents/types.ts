export interface AgentView {
  id: number;
  name: string;
  title: string;
  phone: string;
  email: string;
  bio: string;
  photoUrl: string;
  license: string | null;
  languages: string[];
  specialties: string[];
  featured: boolean;
  takesLeads: boolean;
  away: boolean;
  createdAt: string;
  updatedAt: string;
}
