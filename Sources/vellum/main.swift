import Foundation
import VellumGallery
import VellumPreview

exit(VellumCommand(previews: Gallery.previews).run(Array(CommandLine.arguments.dropFirst())))
