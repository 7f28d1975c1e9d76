target_link_libraries(tst_traceeventparser PRIVATE ZLIB::ZLIB)
