import Foundation

/// Why a FinanceKit request failed, as FinanceKit's `FinanceError`.
public enum FinanceError: Error, Hashable, Sendable {
  case accountNotFound
  case dataRestricted(FinanceStore.DataType)
  case invalidRequest
  case unknown
}
