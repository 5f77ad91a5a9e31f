import Foundation
import Vellum

/// Image I/O's writer of images into bytes. Vellum has no encoder for a `CGImage`: it writes
/// an image's own file's bytes when they are already of the asked type (a PNG image to
/// `public.png`), and `CGImageDestinationFinalize` fails otherwise, as Image I/O fails for a
/// type it cannot write.
public final class CGImageDestination {
  let data: NSMutableData
  let type: String
  var images: [CGImage] = []

  init(data: NSMutableData, type: String) { (self.data, self.type) = (data, type) }
}

/// A writer into `data` of `count` images of a uniform type; nil for a type other than PNG or
/// JPEG.
public func CGImageDestinationCreateWithData(
  _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
  let type = type as String
  guard ["public.png", "public.jpeg"].contains(type), count > 0 else { return nil }
  return CGImageDestination(data: data, type: type)
}

/// Adds an image to write.
public func CGImageDestinationAddImage(_ destination: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?)
{
  destination.images.append(image)
}

/// Writes the image: true when it is one image whose file is already of the type.
public func CGImageDestinationFinalize(_ destination: CGImageDestination) -> Bool {
  guard destination.images.count == 1, let file = destination.images[0].file,
    let bytes = try? Data(contentsOf: file), let kind = ImageBytes.kind(of: bytes),
    (kind == "png" ? "public.png" : "public.jpeg") == destination.type
  else { return false }
  destination.data.append(bytes)
  return true
}
