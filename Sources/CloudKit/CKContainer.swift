import Foundation

/// An app's iCloud container, as a device signed out of iCloud has it: the account status is
/// `.noAccount` and the databases hold nothing, so a screen that checks for iCloud before it
/// offers syncing shows its signed-out state. Records and queries can be made; every database
/// request fails with `CKError.notAuthenticated`. Subscriptions, zones' operations and sharing
/// are missing.
open class CKContainer: NSObject, @unchecked Sendable {
  public let containerIdentifier: String?

  public init(identifier containerIdentifier: String) {
    self.containerIdentifier = containerIdentifier
    super.init()
  }

  private init(defaultFor bundle: Bundle) {
    containerIdentifier = bundle.bundleIdentifier.map { "iCloud.\($0)" }
    super.init()
  }

  nonisolated(unsafe) private static let shared = CKContainer(defaultFor: .main)
  /// The container named after the app's bundle identifier.
  open class func `default`() -> CKContainer { shared }

  open lazy var privateCloudDatabase = CKDatabase(scope: .private)
  open lazy var publicCloudDatabase = CKDatabase(scope: .public)
  open lazy var sharedCloudDatabase = CKDatabase(scope: .shared)

  /// Answers `.noAccount` at once, on the calling thread (Apple answers on a background queue).
  open func accountStatus(completionHandler: @escaping (CKAccountStatus, (any Error)?) -> Void) {
    completionHandler(.noAccount, nil)
  }

  open func accountStatus() async throws -> CKAccountStatus { .noAccount }
}

/// Whether the device is signed in to iCloud (raw values as Apple's).
public enum CKAccountStatus: Int, Sendable {
  case couldNotDetermine = 0
  case available = 1
  case restricted = 2
  case noAccount = 3
  case temporarilyUnavailable = 4
}

/// One of a container's databases; a preview's are empty and never reached.
open class CKDatabase: NSObject, @unchecked Sendable {
  public enum Scope: Int, Sendable {
    case `public` = 1
    case `private` = 2
    case shared = 3
  }

  public let databaseScope: Scope

  init(scope: Scope) {
    databaseScope = scope
    super.init()
  }
}
