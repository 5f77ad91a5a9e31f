import Foundation

/// A sentence describing `status`, as Security's `SecCopyErrorMessageString`, in Apple's
/// words for the codes Vellum's keychain gives; "OSStatus <code>" for others.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
  let message =
    switch status {
    case errSecSuccess: "No error."
    case errSecUnimplemented: "Function or operation not implemented."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecAllocate: "Failed to allocate memory."
    case errSecUserCanceled: "User canceled the operation."
    case errSecNotAvailable: "No keychain is available. You may need to restart your computer."
    case errSecAuthFailed: "The user name or passphrase you entered is not correct."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecInteractionNotAllowed: "User interaction is not allowed."
    case errSecDecode: "Unable to decode the provided data."
    case errSecMissingEntitlement: "A required entitlement isn't present."
    default: "OSStatus \(status)"
    }
  return NSString(string: message)
}
