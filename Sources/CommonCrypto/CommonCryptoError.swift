/// The status CommonCrypto's functions return (`int32_t`).
public typealias CCStatus = Int32
public typealias CCCryptorStatus = Int32

// CommonCrypto's status codes. Apple's header declares them in an anonymous C enum, so Swift
// sees them as `Int`: `status == kCCSuccess` compares across integer types, and
// `CCCryptorStatus(kCCSuccess)` converts, here as on iOS.
public let kCCSuccess = 0
public let kCCParamError = -4300
public let kCCBufferTooSmall = -4301
public let kCCMemoryFailure = -4302
public let kCCAlignmentError = -4303
public let kCCDecodeError = -4304
public let kCCUnimplemented = -4305
public let kCCOverflow = -4306
public let kCCRNGFailure = -4307
public let kCCUnspecifiedError = -4308
public let kCCCallSequenceError = -4309
public let kCCKeySizeError = -4310
public let kCCInvalidKey = -4311
