/// The result code of the keychain functions, as Apple's `OSStatus` (`Int32`).
public typealias OSStatus = Int32

// The Security framework's result codes, with Apple's values.
public let errSecSuccess: OSStatus = 0
/// The classic Mac OS "no error" code that Apple's `MacTypes` gives every framework (a keychain
/// wrapper writes `var lastResultCode: OSStatus = noErr`).
public let noErr: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecParam: OSStatus = -50
public let errSecAllocate: OSStatus = -108
public let errSecUserCanceled: OSStatus = -128
public let errSecNotAvailable: OSStatus = -25291
public let errSecAuthFailed: OSStatus = -25293
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecDecode: OSStatus = -26275
public let errSecMissingEntitlement: OSStatus = -34018
