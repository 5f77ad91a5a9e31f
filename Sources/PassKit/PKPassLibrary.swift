import Foundation
import Vellum

/// The kind of pass.
public enum PKPassType: UInt, Sendable {
  case barcode = 0, secureElement, any = 0xFFFF_FFFF
}

/// A Wallet pass. Linux cannot check a pass's signature, so every pass's data is refused
/// with PassKit's "invalid data" error.
open class PKPass: NSObject {
  open var serialNumber: String { "" }
  open var passTypeIdentifier: String { "" }
  open var organizationName: String { "" }
  open var localizedName: String { "" }
  open var localizedDescription: String { "" }
  open var passURL: URL? { nil }
  open var relevantDate: Date? { nil }
  open var passType: PKPassType { .barcode }

  public init(data: Data) throws {
    throw NSError(
      domain: PKPassKitErrorDomain, code: PKPassKitError.Code.invalidDataError.rawValue,
      userInfo: [NSLocalizedDescriptionKey: "The pass cannot be read because it isn't valid."])
  }
}

/// PassKit's pass errors.
public let PKPassKitErrorDomain = "PKPassKitErrorDomain"

/// The codes of `PKPassKitErrorDomain`.
public struct PKPassKitError: Error, Sendable {
  public enum Code: Int, Sendable {
    case unknownError = -1
    case invalidDataError = 1, unsupportedVersionError, invalidSignature, notEntitledError
  }
  public let code: Code
}

/// The Wallet's passes: on Linux there is no Wallet, so the library is unavailable, holds no
/// pass, and adding one fails.
open class PKPassLibrary: NSObject {
  public override init() {}

  open class func isPassLibraryAvailable() -> Bool { false }
  open class func isPaymentPassActivationAvailable() -> Bool { false }
  open func passes() -> [PKPass] { [] }
  open func passes(of passType: PKPassType) -> [PKPass] { [] }
  open func containsPass(_ pass: PKPass) -> Bool { false }
  open func pass(withPassTypeIdentifier identifier: String, serialNumber: String) -> PKPass? { nil }
  open func canAddSecureElementPass(primaryAccountIdentifier: String) -> Bool { false }

  /// Tells the completion `.didCancelAddPasses`: nothing is added.
  open func addPasses(_ passes: [PKPass], withCompletionHandler completion: ((PKPassLibraryAddPassesStatus) -> Void)?) {
    completion?(.didCancelAddPasses)
  }
}

/// How adding passes ended.
public enum PKPassLibraryAddPassesStatus: Int, Sendable {
  case didAddPasses = 0, shouldReviewPasses, didCancelAddPasses
}

/// PassKit's sheet that adds passes; it cannot be made on Linux, as no pass can be read.
open class PKAddPassesViewController: UIViewController {
  public init?(pass: PKPass) { return nil }
  public init?(passes: [PKPass]) { return nil }
  open class func canAddPasses() -> Bool { false }
}
