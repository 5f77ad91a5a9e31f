/// Whether the person allowed the app to read their Wallet's financial data, as FinanceKit's.
public enum AuthorizationStatus: Hashable, Sendable, Codable {
  case notDetermined
  case denied
  case authorized
}
